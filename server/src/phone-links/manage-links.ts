import type { z } from 'zod';
import { messages } from '#common/messages.js';
import type { createPhoneLinkBody, PhoneLinkReply, PhoneLinkSettings } from '#common/schemas/phone-links.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { readProfile } from '../profile/profile-store.js';
import {
  createLink,
  deleteLink,
  itemIdsOf,
  listLinks,
  ownItemIds,
  replaceToken,
  requireOwnedLink,
  updateLink,
  type PhoneLinkRow,
} from './link-store.js';
import { toPhoneLinkReply } from './link-shape.js';
import { whatPlaysNow, type WhatPlays } from './what-plays.js';

/** The owner's side of phone links (record 110): list, create, change, readdress, delete, look ahead. */
type Ctx = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/** What `link` plays at `at`, judged against the owner's items that still exist. */
async function playsAt(ctx: Ctx, link: PhoneLinkRow, at: Date): Promise<WhatPlays> {
  return whatPlaysNow(link, at, await ownItemIds(ctx.database.db, link.userId, itemIdsOf(link)));
}

async function replyFor(ctx: Ctx, link: PhoneLinkRow): Promise<PhoneLinkReply> {
  return toPhoneLinkReply(link, ctx.config.publicUrl, await playsAt(ctx, link, ctx.clock.now()));
}

export async function listPhoneLinks(ctx: Ctx, userId: string): Promise<PhoneLinkReply[]> {
  const links = await listLinks(ctx.database.db, userId);
  return Promise.all(links.map((link) => replyFor(ctx, link)));
}

/** Refuses, in the contract's words, any item that is not one of the user's own Library items. */
async function requireOwnItems(ctx: Ctx, userId: string, ids: string[]): Promise<void> {
  const own = await ownItemIds(ctx.database.db, userId, ids);
  if (ids.some((id) => !own.has(id))) throw new AppError(404, messages.phoneLinks.itemNotFound);
}

/** A new link playing the item, in the zone asked for, else the business profile's, else UTC. */
export async function createPhoneLink(
  ctx: Ctx,
  userId: string,
  body: z.output<typeof createPhoneLinkBody>,
): Promise<PhoneLinkReply> {
  await requireOwnItems(ctx, userId, [body.itemId]);
  const timeZone = body.timeZone ?? (await readProfile(ctx.database.db, userId))?.timeZone ?? 'UTC';
  const link = await createLink(ctx.database.db, userId, { defaultItemId: body.itemId, timeZone }, ctx.clock.now());
  return replyFor(ctx, link);
}

export async function changePhoneLink(
  ctx: Ctx,
  userId: string,
  id: string,
  settings: PhoneLinkSettings,
): Promise<PhoneLinkReply> {
  const link = await requireOwnedLink(ctx.database.db, userId, id);
  await requireOwnItems(ctx, userId, itemIdsOf({ defaultItemId: settings.defaultItemId, rules: settings.rules }));
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
