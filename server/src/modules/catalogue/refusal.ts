import { ApiCode, messageText, type Language, type MessageKey } from '@expo/contract';
import { ApiError } from '../../lib/envelope';

/** A file (or an apply) refused as a whole: a message of the contract and its parameters, said in the reader's language when answered. */
export class Refused extends Error {
  constructor(readonly key: MessageKey, readonly params: Record<string, string | number> = {}, readonly words: Record<string, MessageKey> = {}) {
    super(key);
  }

  text(lang: Language): string {
    const filled = { ...this.params };
    for (const [name, word] of Object.entries(this.words)) filled[name] = messageText(lang, word, this.params);
    return messageText(lang, this.key, filled);
  }

  answer(lang: Language): ApiError {
    return new ApiError(ApiCode.badRequest, this.text(lang), 'file');
  }
}

export const MB = 1024 * 1024;
