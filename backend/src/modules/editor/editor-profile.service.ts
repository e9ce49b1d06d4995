import { Injectable } from '@nestjs/common';
import { type EditorProfile, RECENT_ACTIONS_SHOWN } from '@events/contracts/editor';
import type { z } from 'zod';
import type { editorProfileBodySchema } from '@events/contracts/editor';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { EditorRepository } from './editor.repository.js';

type ProfileInput = z.output<typeof editorProfileBodySchema>;

/** Town names kept once each, as first written (the notifier matches them case-insensitively). */
function distinctTowns(towns: readonly string[]): string[] {
  const seen = new Set<string>();
  return towns.filter((town) => {
    const key = town.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The editor profile (issue 17): display name, towns covered, the new-item mail choice, and recent actions. */
@Injectable()
export class EditorProfileService {
  constructor(
    private readonly repository: EditorRepository,
    private readonly staffActions: StaffActionsService,
  ) {}

  async get(userId: number): Promise<EditorProfile> {
    const [row, actions] = await Promise.all([this.repository.findProfile(userId), this.staffActions.recentByActor(userId, RECENT_ACTIONS_SHOWN)]);
    return {
      displayName: row?.display_name ?? '',
      towns: row?.towns ?? [],
      notifyNew: row?.notify_new ?? false,
      recentActions: actions.map((a) => ({ action: a.action, venueId: a.venue_id, claimId: a.claim_id, eventId: a.event_id, created: a.created.toISOString() })),
    };
  }

  async save(userId: number, input: ProfileInput): Promise<EditorProfile> {
    await this.repository.saveProfile(userId, { display_name: input.display_name, towns: distinctTowns(input.towns), notify_new: input.notify_new });
    return this.get(userId);
  }
}
