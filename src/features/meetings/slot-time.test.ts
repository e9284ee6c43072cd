import { firstOpenDay, slotClock, slotsByDayPart, utcOffsetName } from './slot-time';

test('a device on China time shows China time alone', () => {
  expect(slotClock('2027-05-19T02:00:00.000Z', 480)).toEqual({ date: '2027-05-19', time: '10:00', local: null });
});

test("a device elsewhere gets its own time beside China's, and the day when it differs", () => {
  expect(slotClock('2027-05-19T02:00:00.000Z', 60)).toEqual({ date: '2027-05-19', time: '10:00', local: { date: '2027-05-19', time: '03:00', otherDay: false } });
  // 09:30 in Shanghai is 18:30 the day before in California (UTC-7 in May)
  expect(slotClock('2027-05-19T01:30:00.000Z', -420)).toEqual({ date: '2027-05-19', time: '09:30', local: { date: '2027-05-18', time: '18:30', otherDay: true } });
  // India, half an hour off the grid
  expect(slotClock('2027-05-19T02:00:00.000Z', 330).local).toEqual({ date: '2027-05-19', time: '07:30', otherDay: false });
});

test('the device offset reads as UTC±h[:mm]', () => {
  expect(utcOffsetName(480)).toBe('UTC+8');
  expect(utcOffsetName(0)).toBe('UTC');
  expect(utcOffsetName(-420)).toBe('UTC-7');
  expect(utcOffsetName(330)).toBe('UTC+5:30');
  expect(utcOffsetName(-210)).toBe('UTC-3:30');
});

test('slots fall into morning, afternoon and evening rows by China time', () => {
  const at = (hhmm: string) => ({ startsAt: new Date(Date.parse(`2027-05-19T${hhmm}:00+08:00`)).toISOString(), free: true });
  const parts = slotsByDayPart([at('09:00'), at('11:30'), at('12:00'), at('17:30'), at('18:00')]);
  expect(parts.map((p) => [p.part, p.slots.length])).toEqual([['morning', 2], ['afternoon', 2], ['evening', 1]]);
  expect(slotsByDayPart([])).toEqual([]);
});

test('the picker opens on the first day with a free slot', () => {
  const full = { date: '2027-05-19', slots: [{ free: false }] };
  const open = { date: '2027-05-20', slots: [{ free: false }, { free: true }] };
  expect(firstOpenDay([full, open])).toBe('2027-05-20');
  expect(firstOpenDay([full])).toBe('2027-05-19');
  expect(firstOpenDay([])).toBeNull();
});
