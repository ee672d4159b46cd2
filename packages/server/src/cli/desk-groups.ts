import { ACQUISITION_DESK } from './desk-acquisition.ts';
import type { DeskCommandGroup } from './desk-command.ts';
import { deskComments } from './desk-comments.ts';
import { deskProfiles } from './desk-profiles.ts';
import { deskRequests } from './desk-requests.ts';

/**
 * The desk commands of the personal-area services, each group in its own module next to this
 * one (`desk-<service>.ts`). A service joins `npm run desk` by being listed here.
 */
export const DESK_GROUPS: readonly DeskCommandGroup[] = [
  ACQUISITION_DESK,
  deskComments,
  deskRequests,
  deskProfiles,
];
