import crypto from 'node:crypto';
import {
  LINK_TOKEN_MINUTES,
  newLinkExpiry,
  type ChartExportFormat,
  type DashboardExportFormat,
  type LinkInfo,
  type LinkPolicy,
  type LinkResourceDetail,
  type LinkValidation,
} from '@tessera/contracts';
import { loadAccess, type AccessContext, type LinkAccess } from '../auth/access.js';
import type { ResourceAccess } from '../auth/resources.js';
import { ipKey, type SecretThrottle } from '../auth/secret-throttle.js';
import { openSecret, sealSecret } from '../crypto/secret-box.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import type { PanelRow } from '../panel/repository.js';
import type { LinkTokens } from './link-tokens.js';
import { closedByPolicy, expiryRefusal, readLinkPolicy, writeLinkPolicy } from './policy.js';
import {
  failedSinceReset,
  findLink,
  findLinkOfPanel,
  recordLinkEvent,
  type LinkEventKind,
  type LinkRow,
} from './store.js';

export interface LinkDeps {
  db: Db;
  /** Seals the PINs at rest. */
  dataKey: Uint8Array;
  tokens: LinkTokens;
  /** 5 wrong PINs per link and client address lock that pair for 15 minutes (A7, A9). */
  throttle: SecretThrottle;
  /** Whether the link's creator still sees the dashboard. */
  resources: ResourceAccess;
}

/** 128 random bits, URL-safe: a link id nobody guesses (22 characters). */
const newLinkId = () => crypto.randomBytes(16).toString('base64url');
/** A uniformly random 4-digit PIN. */
const newPin = () => crypto.randomInt(0, 10_000).toString().padStart(4, '0');
/** The PIN's sealed text is bound to its link: copied onto another row it does not open. */
const aad = (linkId: string) => `panel-link:${linkId}`;

/** Compared in constant time whatever was typed (digests have one length). */
const samePin = (pin: string, typed: string) => {
  const digest = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();
  return crypto.timingSafeEqual(digest(pin), digest(typed));
};

const expiredAt = (link: LinkRow, now: number) => link.over_time !== null && link.over_time <= now;

/** A caller's changes to a link: who, from where. */
export interface LinkActor {
  access: AccessContext;
  client: string;
}

/**
 * Share links of dashboards (issue 23 part 1): the owner's calls (made on first ask, on/off,
 * PIN on/off, PIN reset, expiry) and the visitor's (validate, validatePwd). Every change and
 * every wrong PIN is recorded (part 6). The tenant's link policy (part 2) bounds what an owner
 * may set, and a link it closes (no expiry where one is required) opens for nobody.
 */
export class LinkService {
  constructor(private readonly deps: LinkDeps) {}

  /**
   * The dashboard's link, made on first ask: on, without a PIN (one is chosen already) and
   * without an expiry — unless the tenant's policy requires them.
   */
  async current(actor: LinkActor, panel: PanelRow): Promise<LinkInfo> {
    const existing = await findLinkOfPanel(this.deps.db, panel.id, panel.org_id);
    if (existing) return this.info(existing);
    const id = newLinkId();
    const now = Date.now();
    const policy = await readLinkPolicy(this.deps.db, panel.org_id);
    const row: LinkRow = {
      id,
      org_id: panel.org_id,
      resource_id: panel.id,
      valid: 1,
      enable_pwd: policy.requirePwd ? 1 : 0,
      pwd_sealed: sealSecret(this.deps.dataKey, newPin(), aad(id)),
      pwd_version: 1,
      over_time: newLinkExpiry(policy, now),
      allow_export: 0,
      create_by: actor.access.userId,
      create_time: now,
      update_time: now,
    };
    try {
      await this.deps.db.insertInto('panel_links').values(row).execute();
    } catch (error) {
      // Two first asks at once: the other one made it.
      const made = await findLinkOfPanel(this.deps.db, panel.id, panel.org_id);
      if (!made) throw error;
      return this.info(made);
    }
    await this.record(row, 'made', actor);
    return this.info(row);
  }

  async switchLink(actor: LinkActor, panel: PanelRow, valid: boolean): Promise<LinkInfo> {
    return this.change(
      actor,
      panel,
      { valid: valid ? 1 : 0 },
      valid ? 'switched_on' : 'switched_off',
    );
  }

  /**
   * The PIN asked for or not; not turned off where the policy requires it. Turned on, it ends
   * the visits that passed without one (their tokens carry the PIN version before).
   */
  async enablePwd(actor: LinkActor, panel: PanelRow, enablePwd: boolean): Promise<LinkInfo> {
    if (!enablePwd && (await this.policyOf(panel.org_id)).requirePwd)
      throw new AppError(400, 'LINK_PWD_REQUIRED');
    if (!enablePwd) return this.change(actor, panel, { enable_pwd: 0 }, 'pwd_off');
    const link = await this.linkOf(actor, panel);
    if (link.enable_pwd) return this.info(link);
    return this.change(
      actor,
      panel,
      { enable_pwd: 1, pwd_version: link.pwd_version + 1 },
      'pwd_on',
    );
  }

  /** A new PIN (random, or the owner's own): every token issued under the old one stops. */
  async resetPwd(actor: LinkActor, panel: PanelRow, pwd?: string): Promise<{ pwd: string }> {
    const link = await this.linkOf(actor, panel);
    const pin = pwd ?? newPin();
    await this.update(link, {
      pwd_sealed: sealSecret(this.deps.dataKey, pin, aad(link.id)),
      pwd_version: link.pwd_version + 1,
    });
    await this.record(link, 'pwd_reset', actor);
    return { pwd: pin };
  }

  /** Whether the link's visitors may export its charts' data (issue 23 part 5). */
  async allowExport(actor: LinkActor, panel: PanelRow, allow: boolean): Promise<LinkInfo> {
    const kind = allow ? 'export_on' : 'export_off';
    return this.change(actor, panel, { allow_export: allow ? 1 : 0 }, kind);
  }

  /** For a visitor's export: the link as stored now (the owner may have just switched it). */
  async exportAllowed(linkId: string): Promise<boolean> {
    const link = await findLink(this.deps.db, linkId);
    return link?.allow_export === 1;
  }

  /**
   * A visitor exported the link's dashboard as a picture or PDF (drawn in their browser). Only
   * where the owner allows exports: the page offers it nowhere else.
   */
  async recordDashboardExport(
    linkId: string,
    exported: { format: DashboardExportFormat; client: string },
  ): Promise<void> {
    const link = await findLink(this.deps.db, linkId);
    if (!link) throw notFound();
    if (link.allow_export !== 1) throw new AppError(403, 'LINK_EXPORT_OFF');
    await recordLinkEvent(
      this.deps.db,
      link,
      'exported',
      { client: exported.client },
      { panelId: link.resource_id, format: exported.format },
    );
  }

  /** A visitor exported a chart of the link's dashboard (part 6: every link event recorded). */
  async recordExport(
    linkId: string,
    exported: { chartId: string; format: ChartExportFormat; client: string },
  ): Promise<void> {
    const link = await findLink(this.deps.db, linkId);
    if (!link) return;
    await recordLinkEvent(
      this.deps.db,
      link,
      'exported',
      { client: exported.client },
      { chartId: exported.chartId, format: exported.format },
    );
  }

  /** The expiry, within what the policy allows (required: not cleared, nor too far off). */
  async setOverTime(actor: LinkActor, panel: PanelRow, overTime: number | null): Promise<LinkInfo> {
    const refusal = expiryRefusal(await this.policyOf(panel.org_id), overTime, Date.now());
    if (refusal) throw refusal;
    return this.change(actor, panel, { over_time: overTime }, 'expiry_set');
  }

  /** The tenant's link policy: what the share dialog shows, and what the settings page edits. */
  policyOf(orgId: number): Promise<LinkPolicy> {
    return readLinkPolicy(this.deps.db, orgId);
  }

  /**
   * An administrator's new policy for their tenant. Requiring the PIN turns it on for every
   * link of the tenant without one, as their owners would: a new PIN version, so visits that
   * passed without a PIN end, and an event on each link, by the administrator.
   */
  async setPolicy(actor: LinkActor, policy: LinkPolicy): Promise<LinkPolicy> {
    const { db } = this.deps;
    const orgId = actor.access.orgId;
    await writeLinkPolicy(db, orgId, policy, actor.access.userId);
    if (policy.requirePwd) {
      const open = await db
        .selectFrom('panel_links')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('enable_pwd', '=', 0)
        .execute();
      for (const link of open) {
        await this.update(link, { enable_pwd: 1, pwd_version: link.pwd_version + 1 });
        await this.record(link, 'pwd_on', actor);
      }
    }
    return this.policyOf(orgId);
  }

  /** The link's dashboard as its visitor's page names it. */
  resourceDetail(panel: PanelRow): LinkResourceDetail {
    return { id: panel.id, name: panel.name };
  }

  /**
   * What a visitor's page needs before it shows anything. An unknown link, or one whose
   * dashboard is gone, is not found; a switched-off or expired one says so (a clear page, not
   * an error).
   */
  async validate(linkId: string, token: string | undefined): Promise<LinkValidation> {
    const link = await findLink(this.deps.db, linkId);
    if (!link) throw notFound();
    return this.validation(link, this.tokenFits(link, token), await this.policyOf(link.org_id));
  }

  /** The visitor's PIN: a right one answers a token bound to this link and PIN version. */
  async validatePwd(
    linkId: string,
    password: string,
    client: string,
  ): Promise<{ validation: LinkValidation; token: string }> {
    const link = await findLink(this.deps.db, linkId);
    if (!link) throw notFound();
    const now = Date.now();
    const policy = await this.policyOf(link.org_id);
    // Switched off, expired or closed by the policy: nothing to open (validate tells the page).
    if (!link.valid || expiredAt(link, now) || closedByPolicy(policy, link)) throw notFound();
    if (link.enable_pwd) {
      const pin = openSecret(this.deps.dataKey, link.pwd_sealed, aad(link.id));
      let right: boolean;
      try {
        right = await this.deps.throttle.check([`link:${link.id}|${ipKey(client)}`], async () =>
          samePin(pin, password),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'LINK_LOCKED')
          await this.record(link, 'locked', { client });
        throw error;
      }
      if (!right) {
        await this.record(link, 'pwd_failed', { client });
        throw new AppError(400, 'LINK_PWD_WRONG');
      }
    }
    const token = this.deps.tokens.issue({
      linkId: link.id,
      resourceId: link.resource_id,
      pwdVersion: link.pwd_version,
      expiresAt: now + LINK_TOKEN_MINUTES * 60_000,
    });
    return { validation: this.validation(link, true, policy), token };
  }

  /**
   * The visitor a link token stands for, or null: the token must be this link's under its
   * current PIN version, the link on, not expired nor closed by the policy, and its creator
   * still able to see the dashboard — a link never shows more than its creator sees.
   */
  async visitor(token: string): Promise<LinkAccess | null> {
    const claims = this.deps.tokens.read(token);
    if (!claims) return null;
    const link = await findLink(this.deps.db, claims.linkId);
    if (!link || !link.valid || expiredAt(link, Date.now()) || !this.tokenFits(link, token))
      return null;
    if (closedByPolicy(await this.policyOf(link.org_id), link)) return null;
    const owner = await loadAccess(this.deps.db, link.create_by, '');
    if (!owner || owner.orgId !== link.org_id) return null;
    const levels = await this.deps.resources.levels(owner, 'panel', [link.resource_id]);
    if (!levels.get(link.resource_id)) return null;
    return { kind: 'link', linkId: link.id, orgId: link.org_id, panelId: link.resource_id, owner };
  }

  private validation(link: LinkRow, passed: boolean, policy: LinkPolicy): LinkValidation {
    return {
      resourceId: link.resource_id,
      enablePwd: link.enable_pwd === 1,
      passPwd: link.enable_pwd === 0 || passed,
      // A link without the expiry the policy requires has, for its visitors, run out.
      expired: expiredAt(link, Date.now()) || closedByPolicy(policy, link),
      valid: link.valid === 1,
      allowExport: link.allow_export === 1,
    };
  }

  private tokenFits(link: LinkRow, token: string | undefined): boolean {
    const claims = this.deps.tokens.read(token);
    return (
      claims !== null &&
      claims.linkId === link.id &&
      claims.resourceId === link.resource_id &&
      claims.pwdVersion === link.pwd_version
    );
  }

  private async change(
    actor: LinkActor,
    panel: PanelRow,
    values: Partial<
      Pick<LinkRow, 'valid' | 'enable_pwd' | 'pwd_version' | 'over_time' | 'allow_export'>
    >,
    kind: LinkEventKind,
  ): Promise<LinkInfo> {
    const link = await this.linkOf(actor, panel);
    await this.update(link, values);
    await this.record(link, kind, actor);
    return this.info({ ...link, ...values });
  }

  /** The dashboard's link; made first when the owner changes one never asked for. */
  private async linkOf(actor: LinkActor, panel: PanelRow): Promise<LinkRow> {
    const existing = await findLinkOfPanel(this.deps.db, panel.id, panel.org_id);
    if (existing) return existing;
    await this.current(actor, panel);
    const made = await findLinkOfPanel(this.deps.db, panel.id, panel.org_id);
    if (!made) throw notFound();
    return made;
  }

  private async update(link: LinkRow, values: Partial<LinkRow>): Promise<void> {
    await this.deps.db
      .updateTable('panel_links')
      .set({ ...values, update_time: Date.now() })
      .where('id', '=', link.id)
      .execute();
  }

  private record(
    link: LinkRow,
    kind: LinkEventKind,
    by: Partial<LinkActor> & { client?: string },
  ): Promise<void> {
    return recordLinkEvent(this.deps.db, link, kind, {
      userId: by.access?.userId,
      client: by.client,
    });
  }

  private async info(link: LinkRow): Promise<LinkInfo> {
    return {
      id: link.id,
      resourceId: link.resource_id,
      enablePwd: link.enable_pwd === 1,
      pwd: openSecret(this.deps.dataKey, link.pwd_sealed, aad(link.id)),
      valid: link.valid === 1,
      overTime: link.over_time,
      failedAttempts: await failedSinceReset(this.deps.db, link.id),
      policy: await this.policyOf(link.org_id),
      allowExport: link.allow_export === 1,
    };
  }
}
