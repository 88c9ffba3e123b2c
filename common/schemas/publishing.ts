import { z } from 'zod';
import { messages } from '../messages.js';
import { idParam, noControlChars, noControlCharsButLines } from './text.js';

/**
 * Publishing a menu's prompts to a phone system (issue 48, record 165): a business's connections
 * (what each reaches and its credentials, which never come back), and each menu's publishes.
 */
const PHONE_SYSTEM_KINDS = ['connect', 'genesys', 'ringcentral', 'asterisk'] as const;
export type PhoneSystemKind = (typeof PHONE_SYSTEM_KINDS)[number];

/**
 * A connection's fields as the form sends them: each system checks its own (publishing/systems/).
 * Text may span lines (an SFTP private key does) but carries no other control characters.
 */
const fields = z.record(
  z
    .string()
    .max(64)
    .refine(...noControlChars),
  z.union([
    z
      .string()
      .max(16_384)
      .refine(...noControlCharsButLines),
    z.number(),
    z.boolean(),
  ]),
);

export const connectionBody = z.object({
  name: z
    .string({ error: messages.publishing.connectionNameRequired })
    .trim()
    .min(1, messages.publishing.connectionNameRequired)
    .max(80, messages.publishing.connectionNameTooLong)
    .refine(...noControlChars),
  system: z.enum(PHONE_SYSTEM_KINDS, { error: messages.publishing.systemInvalid }),
  target: fields,
  secret: fields,
});
export type ConnectionBody = z.infer<typeof connectionBody>;

export const connectionIdParams = z.object({ id: idParam() });

const connectionReply = z.object({
  id: z.string(),
  name: z.string(),
  system: z.enum(PHONE_SYSTEM_KINDS),
  systemName: z.string(),
  /** What it reaches, as saved (the pinned host key too); never its credentials. */
  target: z.record(z.string(), z.unknown()),
  test: z.object({ at: z.string(), passed: z.boolean(), summary: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ConnectionReply = z.infer<typeof connectionReply>;

export const connectionsReply = z.object({ success: z.literal(true), connections: z.array(connectionReply) });
export const connectionSavedReply = z.object({ success: z.literal(true), connection: connectionReply });

export const publishBody = z.object({ connectionId: idParam() });

const promptState = z.object({
  name: z.string(),
  version: z.string(),
  state: z.enum(['waiting', 'sent', 'unchanged', 'failed', 'left']),
  message: z.string().optional(),
});

const publishReply = z.object({
  id: z.string(),
  connectionId: z.string(),
  connectionName: z.string(),
  byEmail: z.string(),
  status: z.enum(['running', 'done', 'partial', 'refused']),
  message: z.string().nullable(),
  prompts: z.array(promptState),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PublishReply = z.infer<typeof publishReply>;

/** A connection as a menu's or a message's publishing lists it, with when it last took something of it. */
const publishingTarget = z.object({
  id: z.string(),
  name: z.string(),
  system: z.enum(PHONE_SYSTEM_KINDS),
  lastPublishedAt: z.string().nullable(),
});

/** A menu's publishing: each connection and how far behind the menu it is, and the last publishes. */
export const menuPublishingReply = z.object({
  success: z.literal(true),
  connections: z.array(
    publishingTarget.extend({
      /** Prompts new or changed since the last publish there (all of them before the first). */
      behind: z.number().int(),
      /** Prompts turned off here that it still holds. */
      leftInPlace: z.array(z.string()),
    }),
  ),
  publishes: z.array(publishReply),
});
export type MenuPublishingReply = z.infer<typeof menuPublishingReply>;

/** A Library message's publishing: under which name each connection holds it, or would, and the last publishes. */
export const itemPublishingReply = z.object({
  success: z.literal(true),
  connections: z.array(
    publishingTarget.extend({
      /** The prompt's name there: given at the first publish, kept when the message is renamed. */
      promptName: z.string(),
      /** Whether it holds the message's audio as it is now. */
      current: z.boolean(),
    }),
  ),
  publishes: z.array(publishReply),
});
export type ItemPublishingReply = z.infer<typeof itemPublishingReply>;
export const publishDoneReply = z.object({ success: z.literal(true), publish: publishReply });
