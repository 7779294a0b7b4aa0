import { describe, expect, it } from 'vitest';
import { parseNotification } from './parse-notification.ts';

// The server's wording, as apps/api/src/modules/notifications/notify-events.ts writes it.
describe('reading a notification back into its catalog entry', () => {
  it('finds the meal title in a served request', () => {
    expect(
      parseNotification({ kind: 'request_served', message: 'Your request for Beef Tehari (Friday) has been served.' }),
    ).toEqual({ key: 'request_served', values: { title: 'Beef Tehari (Friday)' } });
  });

  it('finds the title of a meal that reached the menu, released or published', () => {
    const message = 'Shorshe Ilish, an upcoming meal you liked, is on the menu now!';
    for (const kind of ['meal_released', 'meal_published']) {
      expect(parseNotification({ kind, message })).toEqual({ key: 'meal_on_menu', values: { title: 'Shorshe Ilish' } });
    }
  });

  it("reads a room-mate's invitation and a plan's end as the server words them (notify-events.ts)", () => {
    expect(
      parseNotification({ kind: 'roommate_invited', message: 'Rafi Ahmed invited you to share their Platinum plan.' }),
    ).toEqual({ key: 'roommate_invited', values: { name: 'Rafi Ahmed' } });
    expect(
      parseNotification({
        kind: 'plan_ending',
        message: 'Your Silver plan ends on 2026-12-24. Renew it to keep your meals.',
      }),
    ).toEqual({ key: 'plan_ending', values: { plan: 'Silver', date: '2026-12-24' } });
  });

  it('finds the plan of a payment and tells the two role changes apart', () => {
    expect(
      parseNotification({ kind: 'payment_succeeded', message: 'Payment successful: your Gold plan is active.' }),
    ).toEqual({ key: 'payment_succeeded', values: { plan: 'Gold' } });
    expect(parseNotification({ kind: 'role_changed', message: 'You are now an admin of Hostel Meals.' })?.key).toBe(
      'role_admin',
    );
    expect(parseNotification({ kind: 'role_changed', message: 'Your admin role was removed.' })?.key).toBe(
      'role_removed',
    );
  });

  it('takes titles with regex characters and line breaks literally', () => {
    expect(
      parseNotification({ kind: 'request_served', message: 'Your request for Dal (2x) + rice?\nhas been served.' }),
    ).toBeNull();
    expect(
      parseNotification({ kind: 'request_served', message: 'Your request for Dal (2x) + rice?\n has been served.' }),
    ).toEqual({ key: 'request_served', values: { title: 'Dal (2x) + rice?\n' } });
  });

  it('gives up on wording or kinds it does not know (the message is then shown as it came)', () => {
    expect(parseNotification({ kind: 'request_served', message: 'Your meal is ready.' })).toBeNull();
    expect(parseNotification({ kind: 'something_new', message: 'Hello' })).toBeNull();
  });
});
