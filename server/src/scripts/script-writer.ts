import type { ProgrammeSegment } from '#common/schemas/programme-suggestion.js';
import type { GenerateScriptInput } from '#common/schemas/scripts.js';

/**
 * What writes a script (record 054): the offline composer, or an OpenAI-compatible LLM with the
 * composer standing in when it fails. Both take the validated request and return readable text; the
 * speech path turns its numbers and addresses into words (record 095).
 */
export type ScriptRequest = GenerateScriptInput & {
  /**
   * One message of a suggested programme (record 118): the writer writes this part of the
   * programme at PROGRAMME_MESSAGE_WORDS, in place of the message type at its length.
   */
  segment?: ProgrammeSegment;
  /** Which time a recurring part is heard: the thank-yous of one programme each have their own words (issue 40). */
  variant?: number;
};

/** Every text the user typed into a request: the composer may echo these words; it may not add to them. */
export function userTexts(request: ScriptRequest): string[] {
  return [
    request.companyName,
    request.customSector,
    request.keyProducts,
    request.holidayType,
    request.businessHours,
    request.voicemailContactName,
    request.attendantOptions,
    request.customMessage,
    ...request.promotionItems,
    ...Object.values(request.attendants),
  ];
}

interface WrittenScript {
  /** Paragraphs separated by a blank line: the voice pauses there. */
  script: string;
  source: 'composer' | 'llm';
  /** Set when the requested writer failed and another stood in; the user is told. */
  notice?: string;
}

export interface ScriptWriter {
  write(request: ScriptRequest): Promise<WrittenScript>;
}
