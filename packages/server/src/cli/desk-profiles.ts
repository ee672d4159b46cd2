import { matchNewTitles } from '../modules/interest-profiles/matching.ts';
import type { DeskCommandGroup } from './desk-command.ts';

/**
 * `npm run desk -- profiles-match`: the interest-profile matching pass now, instead of waiting
 * for the server's next run (docs/alerts.md) — after adding titles or serial issues by hand.
 */
export const deskProfiles: DeskCommandGroup = {
  usage: `  profiles-match                match the titles and issues added since the last pass
                                against the interest profiles (alerts their patrons)`,
  commands: {
    async 'profiles-match'(args, { db, circulation, print }) {
      if (args.length !== 0) return 'usage';
      const summary = await matchNewTitles(db, { today: circulation.today() });
      if (!summary) {
        print('Another process is matching now: its pass takes the new titles.');
        return 1;
      }
      print(
        `${summary.taken} new titles and issues: ${summary.matches} matches, ` +
          `${summary.alerts} alerts recorded.`,
      );
      return 0;
    },
  },
};
