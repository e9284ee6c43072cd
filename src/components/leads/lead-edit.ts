import type { Lead } from '@expo/contract';
import { LEAD_LIMITS } from '@expo/contract/visitor-rules';

// The lead card's pure rules: tags typed as one line, and what the card shows of the contact.

/** Tags typed as "bakery, ovens，Shanghai": trimmed, each at most LEAD_LIMITS.tag long, no repeats, at most LEAD_LIMITS.tags. */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const part of text.split(/[,，;；\n]/)) {
    const tag = part.trim().slice(0, LEAD_LIMITS.tag);
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags.slice(0, LEAD_LIMITS.tags);
}

export function tagsText(tags: readonly string[]): string {
  return tags.join(', ');
}

/** The note under the contact: none when shared, else why the exhibitor does not see it. */
export function contactNoteKey(lead: Pick<Lead, 'consent'>): string | null {
  return lead.consent === 'shared' ? null : `card.${lead.consent}`;
}
