import { isCalendarDate, isTimeZone, minutesOf, parseAppointment } from './appointment';
import { VALID_ESTIMATE_VALUES } from '../testing/estimate-values';
import { parseEstimateRequest, toEstimateRequest } from './estimate';

const appointment = { date: '2026-12-01', windowStart: '09:30', windowEnd: '11:30', timeZone: 'America/Los_Angeles' };

test('a day is a real calendar day, a time a 24-hour HH:MM, a zone one the platform knows', () => {
  expect(['2026-02-28', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
  expect(['2026-02-29', '2026-13-01', '2026-1-01', 'tomorrow'].map(isCalendarDate)).toEqual([false, false, false, false]);
  expect([minutesOf('07:30'), minutesOf('23:59'), minutesOf('24:00'), minutesOf('7:30')]).toEqual([450, 1439, undefined, undefined]);
  expect(['America/Denver', 'America/Phoenix', 'UTC'].map(isTimeZone)).toEqual([true, true, true]);
  expect(['Mars/Olympus', '', 'America/Denver; drop', 'x'.repeat(65)].map(isTimeZone)).toEqual([false, false, false, false]);
});

test('an appointment is taken as given when its shape is right', () => {
  expect(parseAppointment(appointment)).toEqual({ ok: true, value: appointment });
});

test('each wrong part is named', () => {
  const result = parseAppointment({ date: '2026-02-30', windowStart: '11:30', windowEnd: '09:30', timeZone: 'Nowhere/City' });
  expect(result.ok).toBe(false);
  expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['appointment.date', 'appointment.timeZone', 'appointment.windowEnd']);
  expect(parseAppointment('tomorrow at 9')).toMatchObject({ ok: false, errors: { appointment: expect.any(String) } });
});

describe('an estimate request that carries an appointment (a booking)', () => {
  const values = VALID_ESTIMATE_VALUES;

  const body = { ...toEstimateRequest(values, 'st-1'), appointment };

  test('keeps it, checked', () => {
    expect(parseEstimateRequest(body)).toEqual({ ok: true, value: body });
    expect(parseEstimateRequest({ ...body, appointment: { ...appointment, windowStart: '9' } })).toMatchObject({
      ok: false,
      errors: { 'appointment.windowStart': expect.any(String) },
    });
  });

  test('a request without one stays an estimate request', () => {
    const parsed = parseEstimateRequest(toEstimateRequest(values, 'st-1'));
    expect(parsed.ok && 'appointment' in parsed.value).toBe(false);
  });
});
