import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type {
  ProgrammeSegment,
  ProgrammeSuggestionReply,
  programmeSuggestionBody,
} from '#common/schemas/programme-suggestion.js';
import { looksLikeWebAddress } from '#common/schemas/web-address.js';
import type { z } from 'zod';
import type { ServiceContext } from '../../deps.js';
import type { ScriptWriter } from '../../scripts/script-writer.js';
import { recipeMessageOf, requireProfile, scriptRequestOf } from './business-of.js';
import { playingOrder } from './playing-order.js';

/** Fewer middle messages than this and the programme is the welcome and the thank-you over and over. */
const MIDDLE_MIN = 3;

/**
 * The parts this business can truthfully fill: what it offers always; its hours and website only
 * when known; an offer (its own, or an invitation to ask). A second message about the team makes
 * up three when the profile gives little.
 */
function middleSegments(hours: string, website: string): ProgrammeSegment[] {
  const known: ProgrammeSegment[] = [
    'services',
    ...(hours.trim() ? (['hours'] as const) : []),
    ...(looksLikeWebAddress(website) ? (['website'] as const) : []),
    'promotion',
  ];
  return known.length < MIDDLE_MIN ? ['services', 'team', ...known.slice(1)] : known;
}

/** POST /api/programmes/suggestion: a programme written from the business profile, for the user to edit (record 118). */
export async function suggestProgramme(
  ctx: ServiceContext,
  writer: ScriptWriter,
  userId: string,
  body: z.output<typeof programmeSuggestionBody>,
): Promise<ProgrammeSuggestionReply> {
  const profile = await requireProfile(ctx, userId);
  const request = scriptRequestOf(recipeMessageOf(profile, body), profile);
  const segments: ProgrammeSegment[] = [
    'welcome',
    ...middleSegments(body.businessHours, profile.companyWebsite),
    'thanks',
  ];
  const written = await Promise.all(segments.map((segment) => writer.write({ ...request, segment })));
  const company = profile.companyName.trim();
  const suggested = segments.map((segment, i) => ({
    key: segment,
    role: segment === 'team' ? ('services' as const) : segment,
    title: formatMessage(messages.programmeSuggestion.itemTitle, {
      company,
      part: messages.programmeSuggestion.parts[segment],
    }),
    script: written[i]!.script,
  }));
  const notice = written.find((w) => w.notice)?.notice;
  return {
    success: true,
    suggestion: {
      title: formatMessage(messages.programmeSuggestion.programmeTitle, { company }),
      messages: suggested,
      order: playingOrder(segments.slice(0, -1), 'thanks'),
    },
    ...(notice ? { notice } : {}),
  };
}
