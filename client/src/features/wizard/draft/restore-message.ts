import type { BusinessProfile } from '#common/schemas/business-profile.js';
import type { DraftReply } from '#common/schemas/draft.js';
import type { MessageInProgress } from '../message-state';
import { draftFromMessage, messageFromDraft } from './draft-state';
import { loadUnsavedDraft } from './local-draft';

/**
 * The message as a start finds it (records 090, 103): the server's draft, or this browser's newer
 * unsaved one for the same user; with neither, a new message filled from the business profile
 * (record 107). `serverCopy` is the server's draft as the sync compares it: an unchanged draft is
 * not sent back, and a new message is saved only once the user changes it.
 */
export function restoreMessage(
  userId: string,
  reply: DraftReply,
  profile: BusinessProfile | null,
): { state: MessageInProgress; serverCopy: string } {
  const server = messageFromDraft(userId, reply.updatedAt, reply.draft, profile);
  const unsaved = loadUnsavedDraft(userId);
  const state = unsaved ? messageFromDraft(userId, reply.updatedAt, unsaved, profile) : server;
  return { state, serverCopy: JSON.stringify(draftFromMessage(server)) };
}
