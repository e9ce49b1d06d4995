/**
 * @jest-environment jsdom
 */
import { LanguageContext } from '@events/api-client/language';
import type { MergeProposal } from '@events/contracts/merge-proposals';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from '@events/router';
import { BlockedDomainList } from '../features/federation/components/blocked-domain-list';
import { MergeProposalCard } from '../features/merge-proposals/components/merge-proposal-card';
import { CountTable } from '../features/reports/components/count-table';
import { EditorIntl } from './editor-intl';

const PROPOSAL: MergeProposal = {
  id: 5,
  venue: { id: 3, name: 'Mahaiwe Hall', timeZone: 'America/New_York' },
  source: { id: 8, address: 'https://calendar.example.org/hall.ics', calendarName: 'Hall box office' },
  listed: { eventId: 21, path: '/events/21/organ-recital/', name: 'Organ Recital', startsAt: '2027-03-14T23:00:00Z', status: 'scheduled', description: 'Bach.', url: null },
  imported: { name: 'ORGAN RECITAL', startsAt: '2027-03-14T23:30:00Z', status: 'postponed', description: '', url: 'https://calendar.example.org/organ' },
  created: '2027-03-10T15:00:00Z',
};

/** The editor desk's screens as the shell renders them: its catalogue, in the language the shell provides. */
async function renderIn(language: string, children: ReactNode) {
  await act(async () => {
    render(
      <LanguageContext value={language}>
        <Suspense fallback={null}>
          <EditorIntl>
            <MemoryRouter>{children}</MemoryRouter>
          </EditorIntl>
        </Suspense>
      </LanguageContext>,
    );
  });
}

describe("the editor desk in the reader's language (issue 31)", () => {
  it('compares a proposed merge in Spanish: headers, fields, statuses, decisions and Spanish dates on a 24-hour clock', async () => {
    await renderIn(
      'es',
      <ul>
        <MergeProposalCard proposal={PROPOSAL} onDecide={async () => undefined} />
      </ul>,
    );
    expect(await screen.findByRole('heading', { name: 'ORGAN RECITAL en Mahaiwe Hall' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'ORGAN RECITAL junto a Organ Recital' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Campo', 'Publicado aquí', 'Del calendario']);
    const cells = (field: string) =>
      within(within(table).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Estado')).toEqual(['Programado', 'Aplazado']);
    expect(cells('URL del evento')).toEqual(['Ninguna', 'https://calendar.example.org/organ']);
    const [listed, imported] = cells('Comienza');
    expect(listed).toMatch(/^dom\.?, 14 mar\.? 2027, 19:00$/);
    expect(imported).toMatch(/^dom\.?, 14 mar\.? 2027, 19:30$/);
    expect(screen.getByRole('button', { name: 'Fusionar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conservar ambos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organ Recital' }).closest('p')?.textContent).toContain('Se parece a Organ Recital, que ya está publicado aquí.');
  });

  it('lists blocked servers with Spanish dates and plurals, and counts with Spanish figures', async () => {
    await renderIn(
      'es',
      <>
        <BlockedDomainList
          blocked={[
            { domain: 'spam.example', created: '2027-03-15T03:30:00Z', followersRemoved: 12 },
            { domain: 'bots.example', created: '2027-03-01T15:00:00Z', followersRemoved: 1 },
          ]}
          labelledBy="title"
          unblocking={null}
          onUnblock={() => undefined}
        />
        <CountTable caption="Registros por día" keyLabel="Día" rows={[{ key: '2027-03-14', count: 1234 }]} />
      </>,
    );
    const [spam, bots] = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(spam).toMatch(/Bloqueado el 14 mar\.? 2027/);
    expect(spam).toContain('12 seguidores eliminados');
    expect(bots).toContain('1 seguidor eliminado');
    expect(screen.getByRole('button', { name: 'Desbloquear spam.example' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Registros por día' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Día', 'Cantidad']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('2027-03-141234');
  });

  it('keeps the English wording in English', async () => {
    await renderIn(
      'en',
      <ul>
        <MergeProposalCard proposal={PROPOSAL} onDecide={async () => undefined} />
      </ul>,
    );
    expect(await screen.findByRole('heading', { name: 'ORGAN RECITAL at Mahaiwe Hall' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Starts' }).closest('tr')?.textContent).toBe('StartsSun, Mar 14, 2027, 7:00 PMSun, Mar 14, 2027, 7:30 PM');
  });
});
