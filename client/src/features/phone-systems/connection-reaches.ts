import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { ConnectionReply } from '#common/schemas/publishing.js';

const words = messages.publishing;

/** A saved target's value as text; the server keeps what its schema parsed, so a missing one is ''. */
const text = (target: ConnectionReply['target'], key: string): string => {
  const value = target[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/**
 * What a connection reaches, in a line or two for its card: never its credentials (the server
 * never sends them), only what it saved as the target, and Asterisk's pinned host key.
 */
export function connectionReaches(connection: Pick<ConnectionReply, 'system' | 'target'>): string[] {
  const { target } = connection;
  switch (connection.system) {
    case 'connect':
      return [
        formatMessage(words.reachesConnect, {
          instance: text(target, 'instanceId'),
          region: text(target, 'region'),
          bucket: text(target, 'bucket'),
        }),
      ];
    case 'genesys':
      return [formatMessage(words.reachesGenesys, { region: text(target, 'region') })];
    case 'ringcentral': {
      const account = text(target, 'accountId');
      return [
        account && account !== '~'
          ? formatMessage(words.reachesRingCentralAccount, { account })
          : words.reachesRingCentral,
      ];
    }
    case 'asterisk': {
      const fingerprint = text(target, 'hostKey');
      return [
        formatMessage(words.reachesAsterisk, {
          username: text(target, 'username'),
          host: text(target, 'host'),
          port: text(target, 'port'),
          folder: text(target, 'folder'),
        }),
        fingerprint ? formatMessage(words.hostKeyPinned, { fingerprint }) : words.hostKeyNotPinned,
      ];
    }
  }
}
