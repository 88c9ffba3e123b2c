import type { z } from 'zod';
import { messages } from '#common/messages.js';
import type { createPhoneLinkBody, PhoneLinkReply, PhoneLinkSettings, Playing } from '#common/schemas/phone-links.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { readProfile } from '../profile/profile-store.js';
import {
  createLink,
  deleteLink,
  listLinks,
  ownItemIds,
  ownProgrammes,
  playableKeys,
  replaceToken,
  requireOwnedLink,
  targetsOf,
  updateLink,
  type LinkTargets,
  type PhoneLinkRow,
} from './link-store.js';
import { toPhoneLinkReply } from './link-shape.js';
import { requirePublishableMenu } from './published-menu.js';
import { whatPlaysNow, type WhatPlays } from './what-plays.js';

/** The owner's side of phone links (record 110): list, create, change, readdress, delete, look ahead. */
type Ctx = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/** What `link` plays at `at`, judged against the owner's items that still exist and programmes that have a render. */
async function playsAt(ctx: Ctx, link: PhoneLinkRow, at: Date): Promise<WhatPlays> {
  return whatPlaysNow(link, at, await playableKeys(ctx.database.db, link));
}

async function replyFor(ctx: Ctx, link: PhoneLinkRow): Promise<PhoneLinkReply> {
  return toPhoneLinkReply(link, ctx.config.publicUrl, await playsAt(ctx, link, ctx.clock.now()));
}

export async function listPhoneLinks(ctx: Ctx, userId: string): Promise<PhoneLinkReply[]> {
  const links = await listLinks(ctx.database.db, userId);
  return Promise.all(links.map((link) => replyFor(ctx, link)));
}

/**
 * Refuses, in the contract's words, an item that is not one of the user's own Library items, a
 * programme that is not one of theirs, and one of theirs never made (issue 40: it has nothing to
 * play; one out of date is accepted and plays its last render).
 */
async function requireOwnTargets(ctx: Ctx, userId: string, link: LinkTargets): Promise<void> {
  const { db } = ctx.database;
  const { itemIds, programmeIds } = targetsOf(link);
  const items = await ownItemIds(db, userId, itemIds);
  if (itemIds.some((id) => !items.has(id))) throw new AppError(404, messages.phoneLinks.itemNotFound);
  const owned = await ownProgrammes(db, userId, programmeIds);
  if (programmeIds.some((id) => !owned.has(id))) throw new AppError(404, messages.phoneLinks.programmeNotFound);
  if (programmeIds.some((id) => !owned.get(id))) throw new AppError(409, messages.phoneLinks.programmeNotMade);
}

/** A new link playing the item or the programme, in the zone asked for, else the business profile's, else UTC. */
export async function createPhoneLink(
  ctx: Ctx,
  userId: string,
  body: z.output<typeof createPhoneLinkBody>,
): Promise<PhoneLinkReply> {
  const plays = { defaultItemId: body.itemId ?? null, defaultProgrammeId: body.programmeId ?? null };
  await requireOwnTargets(ctx, userId, { ...plays, rules: [] });
  const menuId = body.menuId ?? null;
  if (menuId) await requirePublishableMenu(ctx.database.db, userId, menuId);
  const timeZone = body.timeZone ?? (await readProfile(ctx.database.db, userId))?.timeZone ?? 'UTC';
  const link = await createLink(ctx.database.db, userId, { ...plays, menuId, timeZone }, ctx.clock.now());
  return replyFor(ctx, link);
}

export async function changePhoneLink(
  ctx: Ctx,
  userId: string,
  id: string,
  settings: PhoneLinkSettings,
): Promise<PhoneLinkReply> {
  const link = await requireOwnedLink(ctx.database.db, userId, id);
  await requireOwnTargets(ctx, userId, settings);
  if (settings.menuId) await requirePublishableMenu(ctx.database.db, userId, settings.menuId);
  return replyFor(ctx, await updateLink(ctx.database.db, link, settings, ctx.clock.now()));
}

export async function newPhoneLinkAddress(ctx: Ctx, userId: string, id: string): Promise<PhoneLinkReply> {
  const link = await requireOwnedLink(ctx.database.db, userId, id);
  return replyFor(ctx, await replaceToken(ctx.database.db, link, ctx.clock.now()));
}

export async function deletePhoneLink(ctx: Ctx, userId: string, id: string): Promise<void> {
  await deleteLink(ctx.database.db, await requireOwnedLink(ctx.database.db, userId, id));
}

/** What the link plays at any moment the owner asks about, and the change after it. */
export async function phoneLinkPlaysAt(
  ctx: Ctx,
  userId: string,
  id: string,
  at: Date,
): Promise<Pick<PhoneLinkReply, 'now' | 'next'>> {
  const link = await requireOwnedLink(ctx.database.db, userId, id);
  const { now, next } = await playsAt(ctx, link, at);
  return { now, next: next && { ...next, at: next.at.toISOString() } };
}

/** The owner's links that play the programme, as their default or by a rule: deleting it changes what they play. */
export async function linksPlayingProgramme(ctx: Ctx, userId: string, programmeId: string): Promise<string[]> {
  const links = await listLinks(ctx.database.db, userId);
  return links.flatMap((link) => (targetsOf(link).programmeIds.includes(programmeId) ? [link.id] : []));
}

/**
 * What each of these links plays now: after a programme is deleted, what plays instead (the rule's
 * place taken by the default, or nothing once the default went). Links deleted meanwhile are left out.
 */
export async function whatLinksPlayNow(
  ctx: Ctx,
  userId: string,
  linkIds: readonly string[],
): Promise<{ id: string; now: Playing }[]> {
  if (linkIds.length === 0) return [];
  const links = (await listLinks(ctx.database.db, userId)).filter((link) => linkIds.includes(link.id));
  const now = ctx.clock.now();
  return Promise.all(links.map(async (link) => ({ id: link.id, now: (await playsAt(ctx, link, now)).now })));
}
