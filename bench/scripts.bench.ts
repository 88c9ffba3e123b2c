import { MESSAGE_LENGTH_VALUES, MESSAGE_TYPES } from '#common/constants.js';
import { composeScript } from '../server/src/scripts/composer/compose-script.js';
import { FULL_FIELDS, scriptRequest } from '../server/src/scripts/testing/script-fixtures.js';
import { machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/** Scripts the offline composer writes per second, per message type and length (all fields filled in). */
const RUN_MS = 300;

export default async function run(): Promise<void> {
  const rows: { type: string; length: string; scriptsPerSecond: number; microsecondsEach: number }[] = [];
  let seed = 1;
  for (const messageType of MESSAGE_TYPES) {
    for (const messageLength of MESSAGE_LENGTH_VALUES) {
      const request = scriptRequest({ ...FULL_FIELDS, messageType, messageLength });
      for (let i = 0; i < 200; i++) composeScript(request, seed++); // warm-up
      let count = 0;
      const start = performance.now();
      while (performance.now() - start < RUN_MS) {
        for (let i = 0; i < 50; i++) composeScript(request, seed++);
        count += 50;
      }
      const seconds = (performance.now() - start) / 1000;
      rows.push({
        type: messageType,
        length: messageLength,
        scriptsPerSecond: Math.round(count / seconds),
        microsecondsEach: Math.round((seconds / count) * 1e6),
      });
    }
  }
  const machine = machineInfo();
  console.log(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; one thread`);
  console.table(rows);
  const overall = Math.round(rows.reduce((sum, r) => sum + r.scriptsPerSecond, 0) / rows.length);
  console.log(`Mean: ${overall} scripts per second`);
  await writeResults('scripts', 'scripts composed per second', { meanScriptsPerSecond: overall, rows });
}
