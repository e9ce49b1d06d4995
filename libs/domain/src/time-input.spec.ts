import { formatTime12, parseLooseTime, timeChoices, timeFieldText, timeFieldValue } from './time-input.js';

describe('loose time reading', () => {
  it.each([
    ['7', '07:00'],
    ['7p', '19:00'],
    ['7 PM', '19:00'],
    ['7:05 a.m.', '07:05'],
    ['19:30', '19:30'],
    ['730pm', '19:30'],
    ['730', '07:30'],
    ['1930', '19:30'],
    ['12am', '00:00'],
    ['12:30 PM', '12:30'],
    ['12', '12:00'],
    ['0', '00:00'],
    ['19:30pm', '19:30'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseLooseTime(text)).toBe(expected);
  });

  it.each(['', 'noon', '24', '7:60', '19:30am', '0am', '12345', '7:5', '1:30:00', '13p7'])('refuses %p', (text) => {
    expect(parseLooseTime(text)).toBeNull();
  });
});

describe('time text', () => {
  it('writes h:mm AM/PM', () => {
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('09:00')).toBe('9:00 AM');
    expect(formatTime12('12:30')).toBe('12:30 PM');
    expect(formatTime12('23:59:00')).toBe('11:59 PM');
    expect(formatTime12('nope')).toBe('nope');
  });

  it('offers a choice every 30 minutes', () => {
    const choices = timeChoices();
    expect(choices).toHaveLength(48);
    expect(choices[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(choices[18]).toEqual({ value: '09:00', label: '9:00 AM' });
    expect(choices[47]).toEqual({ value: '23:30', label: '11:30 PM' });
  });

  it('puts HH:mm in the form, or the text it could not read', () => {
    expect(timeFieldValue('730pm')).toBe('19:30');
    expect(timeFieldValue('later')).toBe('later');
    expect(timeFieldValue(' ')).toBe('');
    expect(timeFieldText('19:30')).toBe('7:30 PM');
    expect(timeFieldText('later')).toBe('later');
    expect(timeFieldText(null)).toBe('');
  });
});
