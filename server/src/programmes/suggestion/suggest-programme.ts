import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { KeptDetails } from '#common/schemas/business-profile.js';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import {
  THANKS_VARIANTS,
  otherLanguageKey,
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

/**
 * "Bright Smile – Welcome"; in a programme of two languages, or in Spanish, the language too:
 * "Bright Smile – Welcome (Spanish)" (record 147), so the Library tells the versions apart.
 */
function titleOf(part: Part, company: string, language: MessageLanguage, named: boolean): string {
  const name = messages.programmeSuggestion.parts[part.segment];
  const again =
    part.variant === 0
      ? name
      : formatMessage(messages.programmeSuggestion.partAgain, { part: name, n: part.variant + 1 });
  return formatMessage(messages.programmeSuggestion.itemTitle, {
    company,
    part: named
      ? formatMessage(messages.programmeSuggestion.inLanguage, { part: again, language: LANGUAGE_NAMES[language] })
      : again,
  });
}

/**
 * The order in two languages (record 147): each message followed by its version in the other
 * language, so a caller of either hears one every other item; the pair takes one place in the
 * runs, so the thank-you pair recurs every three or four pairs.
 */
function bilingualOrder(order: readonly string[], other: MessageLanguage): string[] {
  return order.flatMap((key) => [key, otherLanguageKey(key, other)]);
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
  // The profile's language first; with `bilingual`, every part again in the other (record 147).
  const language = profile.language;
  const other = otherLanguage(language);
  // Each message beside its other version, as the dialog lists them.
  const versions = parts.flatMap((part) => [
    { part, key: part.key, language },
    ...(body.bilingual ? [{ part, key: otherLanguageKey(part.key, other), language: other }] : []),
  ]);
  const written = await Promise.all(
    versions.map(({ part, language: inLanguage }) =>
      writer.write({ ...request, language: inLanguage, segment: part.segment, variant: part.variant }),
    ),
  );
  const company = profile.companyName.trim();
  const named = body.bilingual || language !== 'en';
  const suggested = versions.map(({ part, key, language: inLanguage }, i) => ({
    key,
    language: inLanguage,
    role: part.segment === 'team' ? ('services' as const) : part.segment,
    title: titleOf(part, company, inLanguage, named),
    script: written[i]!.script,
  }));
  const order = playingOrder(
    messageSegments,
    thanks.map((t) => t.key),
  );
  const notice = written.find((w) => w.notice)?.notice;
  return {
    success: true,
    suggestion: {
      title: formatMessage(messages.programmeSuggestion.programmeTitle, { company }),
      messages: suggested,
      order: body.bilingual ? bilingualOrder(order, other) : order,
    },
    details: { businessHours: details.businessHours, promotionItems: details.promotionItems },
    ...(notice ? { notice } : {}),
  };
}
