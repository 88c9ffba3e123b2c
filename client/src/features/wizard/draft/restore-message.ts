import type { DraftReply } from '#common/schemas/draft.js';
import type { MessageInProgress } from '../message-state';
import { draftFromMessage, messageFromDraft } from './draft-state';
import { loadUnsavedDraft } from './local-draft';

/**
 * The message as a start finds it (records 090, 103): the server's draft, or this browser's newer
 * unsaved one for the same user. `serverCopy` is the server's draft as the sync compares it: an
 * unchanged draft is not sent back.
 */
export function restoreMessage(userId: string, reply: DraftReply): { state: MessageInProgress; serverCopy: string } {
  const server = messageFromDraft(userId, reply.updatedAt, reply.draft);
  const unsaved = loadUnsavedDraft(userId);
  const state = unsaved ? messageFromDraft(userId, reply.updatedAt, unsaved) : server;
  return { state, serverCopy: JSON.stringify(draftFromMessage(server)) };
}
