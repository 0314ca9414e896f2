import type { SavedReply } from '@mym/sdk/contract';

/** A saved reply as the composer offers it: its text and when it was saved. */
export function presentSavedReply(row: { id: string; text: string; created_at: Date }): SavedReply {
  return { id: row.id, text: row.text, createdAt: row.created_at.toISOString() };
}
