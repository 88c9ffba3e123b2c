import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import type { GenerateScriptReply } from '#common/schemas/scripts.js';
import type { ScriptRequest, ScriptWriter } from './script-writer.js';

/** Writes a script with the app's writer and adds what record 054 asks for: word count and estimated duration. */
export async function generateScript(writer: ScriptWriter, request: ScriptRequest): Promise<GenerateScriptReply> {
  const written = await writer.write(request);
  return {
    success: true,
    script: written.script,
    wordCount: countWords(written.script),
    estimatedDuration: estimateDurationSeconds(written.script, request),
    source: written.source,
    ...(written.notice ? { notice: written.notice } : {}),
  };
}
