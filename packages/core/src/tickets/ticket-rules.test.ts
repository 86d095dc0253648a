import { describe, expect, it } from 'vitest';
import { ticketTotal } from './ticket-total.js';
import { clampPeople, isBookable, tierProblem, type TicketWorkshop } from './ticket-rules.js';
import { guestTicketPath } from './ticket-links.js';
import { workshopTime } from './workshop-time.js';

const group = { id: '6', min: 3, max: 6, price: 25000, soldout: false };
const workshop: TicketWorkshop = { id: '2', title: 'Soy', description: '', image: '', date: '2026-12-05T17:00:00+03:00', seats: 12, seatsLeft: 5, past: false, tickets: [group] };

describe('ticket rules', () => {
  it.each([
    [3, undefined],
    [5, undefined],
    [2, 'tickets.peopleRange'],
    [7, 'tickets.peopleRange'],
    [6, 'tickets.notEnoughSeats'],
    [3.5, 'tickets.peopleRange'],
  ])('for %s people says %s', (people, problem) => {
    expect(tierProblem(workshop, group, people)).toBe(problem);
  });

  it('puts past before sold out before the people count', () => {
    expect(tierProblem({ ...workshop, past: true }, { ...group, soldout: true }, 9)).toBe('tickets.past');
    expect(tierProblem(workshop, { ...group, soldout: true }, 9)).toBe('tickets.soldout');
  });

  it('clamps the people count to the tier', () => {
    expect([clampPeople(group, 1), clampPeople(group, 9), clampPeople(group, '4'), clampPeople(group, 'x')]).toEqual([3, 6, 4, 3]);
  });

  it('knows a workshop with no tier that fits is not bookable', () => {
    expect(isBookable(workshop)).toBe(true);
    expect(isBookable({ ...workshop, seatsLeft: 2 })).toBe(false);
    expect(isBookable({ ...workshop, past: true })).toBe(false);
  });

  it('totals people × the price per person', () => {
    expect(ticketTotal(25000, 3)).toBe(75000);
  });
});

describe('workshopTime', () => {
  it('writes Baghdad time whatever the offset the date came with', () => {
    expect(workshopTime('2026-12-05T14:00:00Z', 'en')).toEqual({ date: '5/12/2026', time: '17:00' });
    expect(workshopTime('2026-12-05T23:30:00+03:00', 'en')).toEqual({ date: '5/12/2026', time: '23:30' });
    // 22:30 UTC is already the next day in Baghdad.
    expect(workshopTime('2026-12-05T22:30:00Z', 'en')).toEqual({ date: '6/12/2026', time: '01:30' });
  });

  it('writes ku and ar in Arabic-Indic digits', () => {
    expect(workshopTime('2026-12-05T17:00:00+03:00', 'ku')).toEqual({ date: '٥/١٢/٢٠٢٦', time: '١٧:٠٠' });
    expect(workshopTime('2026-12-19T11:00:00+03:00', 'ar')).toEqual({ date: '١٩/١٢/٢٠٢٦', time: '١١:٠٠' });
  });

  it('gives empty texts for an unreadable date', () => {
    expect(workshopTime('soon', 'en')).toEqual({ date: '', time: '' });
  });
});

describe('guestTicketPath', () => {
  it("is SPEC §2's route after a guest's cash ticket: id, token (the uuid), email and type", () => {
    expect(guestTicketPath({ id: '9', uuid: 'u-9', email: 'a@b.iq' })).toBe('/workshops?id=9&token=u-9&email=a%40b.iq&type=ticket');
  });
});
