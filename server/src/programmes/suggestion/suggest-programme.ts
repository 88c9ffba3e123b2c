import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { KeptDetails } from '#common/schemas/business-profile.js';
import {
  THANKS_VARIANTS,
  thanksKey,
  type ProgrammeSegment,
  type ProgrammeSuggestionReply,
  type programmeSuggestionBody,
} from '#common/schemas/programme-suggestion.js';
import { looksLikeWebAddress } from '#common/schemas/web-address.js';
import type { z } from 'zod';
import type { ServiceContext } from '../../deps.js';
import { keepProfileDetails } from '../../profile/profile-store.js';
import type { ScriptWriter } from '../../scripts/script-writer.js';
import { recipeMessageOf, requireProfile, scriptRequestOf } from './business-of.js';
import { playingOrder, playingRuns } from './playing-order.js';

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

/** One message to write: its part, its key, and which wording of a recurring part it is. */
interface Part {
  segment: ProgrammeSegment;
  key: string;
  variant: number;
}

/** A thank-you for each run of messages, each in its own words (issue 40), at most THANKS_VARIANTS of them. */
function thanksParts(runs: number): Part[] {
  return Array.from({ length: Math.min(runs, THANKS_VARIANTS) }, (_, n) => ({
    segment: 'thanks' as const,
    key: thanksKey(n),
    variant: n,
  }));
}

function titleOf(part: Part, company: string): string {
  const name = messages.programmeSuggestion.parts[part.segment];
  return formatMessage(messages.programmeSuggestion.itemTitle, {
    company,
    part:
      part.variant === 0
        ? name
        : formatMessage(messages.programmeSuggestion.partAgain, { part: name, n: part.variant + 1 }),
  });
}

/**
 * POST /api/programmes/suggestion: a programme written from the business profile, for the user to
 * edit (record 118). Hours and offers left out of the request are the ones the profile keeps; when
 * the user agreed (`keepInProfile`), the ones given are kept there for new messages (issue 40).
 */
export async function suggestProgramme(
  ctx: ServiceContext,
  writer: ScriptWriter,
  userId: string,
  body: z.output<typeof programmeSuggestionBody>,
): Promise<ProgrammeSuggestionReply> {
  const profile = await requireProfile(ctx, userId);
  // Blank offer lines, which the dialog keeps while the user types, are neither written nor kept.
  const details: KeptDetails = {
    businessHours: body.businessHours ?? profile.businessHours,
    promotionItems: (body.promotionItems ?? profile.promotionItems).filter((item) => item !== ''),
  };
  if (body.keepInProfile) await keepProfileDetails(ctx.database.db, userId, details, ctx.clock.now());
  const request = scriptRequestOf(recipeMessageOf(profile, details), profile);
  const messageSegments: ProgrammeSegment[] = [
    'welcome',
    ...middleSegments(details.businessHours, profile.companyWebsite),
  ];
  const thanks = thanksParts(playingRuns(messageSegments).length);
  const parts: Part[] = [...messageSegments.map((segment) => ({ segment, key: segment, variant: 0 })), ...thanks];
  const written = await Promise.all(
    parts.map(({ segment, variant }) => writer.write({ ...request, segment, variant })),
  );
  const company = profile.companyName.trim();
  const suggested = parts.map((part, i) => ({
    key: part.key,
    language: 'en' as const,
    role: part.segment === 'team' ? ('services' as const) : part.segment,
    title: titleOf(part, company),
    script: written[i]!.script,
  }));
  const notice = written.find((w) => w.notice)?.notice;
  return {
    success: true,
    suggestion: {
      title: formatMessage(messages.programmeSuggestion.programmeTitle, { company }),
      messages: suggested,
      order: playingOrder(
        messageSegments,
        thanks.map((t) => t.key),
      ),
    },
    details: { businessHours: details.businessHours, promotionItems: details.promotionItems },
    ...(notice ? { notice } : {}),
  };
}
