import type { Lead } from '@expo/contract';
import { leadTagsRule } from '@expo/contract/visitor-rules';

// The lead card's pure rules: tags typed as one line, and what the card shows of the contact.

/** Tags typed as "bakery, ovens，Shanghai": the contract's rule (leadTagsRule), cut to fit LEAD_LIMITS so the form never sends more. */
export function parseTags(text: string): string[] {
  return leadTagsRule(text.split(/[,，;；\n]/)).fitted;
}

export function tagsText(tags: readonly string[]): string {
  return tags.join(', ');
}

/** The note under the contact: none when shared, else why the exhibitor does not see it. */
export function contactNoteKey(lead: Pick<Lead, 'consent'>): string | null {
  return lead.consent === 'shared' ? null : `card.${lead.consent}`;
}
