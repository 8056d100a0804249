import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interviewMessages } from '@vistaar/shared/validation';
import { STAFF_TOKEN, recordRequests, renderWithProviders } from '@tests/support/web';
import { InterviewCalendarSettings } from './InterviewCalendarSettings';

const signedIn = { preloadedState: { session: { token: STAFF_TOKEN } } };

describe('InterviewCalendarSettings', () => {
  it('changes the working hours, refusing an end before the start, and connects a calendar', async () => {
    const saved = recordRequests('PUT', '/api/account/calendar', (request) => request.json());
    renderWithProviders(<InterviewCalendarSettings />, signedIn);
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Working hours: Monday, Tuesday, Wednesday, Thursday, Friday, 10:00-18:00 IST',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change working hours or calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Working hours and calendar' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Ends/ }));
    await user.click(await screen.findByRole('option', { name: '09:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(interviewMessages.workEndBeforeStart)).toBeVisible();
    expect(saved).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Ends/ }));
    await user.click(await screen.findByRole('option', { name: '17:30' }));
    await user.click(within(dialog).getByRole('textbox', { name: /Private iCal address/ }));
    await user.paste('webcal://calendar.example.com/private/abc.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Calendar settings saved')).toBeVisible();
    expect(saved).toEqual([
      {
        workDays: [1, 2, 3, 4],
        workStart: '10:00',
        workEnd: '17:30',
        calendarUrl: 'webcal://calendar.example.com/private/abc.ics',
      },
    ]);
    expect(await screen.findByText(/^Own calendar connected/)).toBeVisible();
  });

  it('makes a feed address shown once, and turns the feed off', async () => {
    renderWithProviders(<InterviewCalendarSettings />, signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make a feed address' }));
    const address = await screen.findByRole('textbox', { name: /Your feed address/ });
    expect((address as HTMLInputElement).value).toMatch(/\/api\/interview-feed\/feed-\d+$/);
    await user.click(await screen.findByRole('button', { name: 'Turn the feed off' }));
    expect(await screen.findByText('Interview feed turned off')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Your feed address/ })).not.toBeInTheDocument();
  });
});
