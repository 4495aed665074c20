import { describe, expect, it } from 'vitest';
import {
  applyBookingChoice,
  bookingChoiceValues,
  type BookingChoiceField,
  type BookingChoiceForm,
} from './booking-choice-fields';

/** A stand-in for react-hook-form: what was written, in order, and what was checked after. */
function fakeForm(isSubmitted = false) {
  const log: string[] = [];
  const form: BookingChoiceForm = {
    setValue: (name: string, value: unknown) => void log.push(`set ${name}=${String(value)}`),
    trigger: async (names: BookingChoiceField[]) => {
      log.push(`check ${names.join(',')}`);
      return true;
    },
    formState: { isSubmitted },
  };
  return { form, log };
}

describe('applying a booking choice to a form', () => {
  it('when the menus change, then both are written before they are checked together', () => {
    const { form, log } = fakeForm();
    applyBookingChoice(form, { vegCount: 1, nonVegCount: 2 });
    expect(log).toEqual(['set vegCount=1', 'set nonVegCount=2', 'check vegCount,nonVegCount']);
  });

  it('when a date is chosen before any submit, then nothing is checked yet', () => {
    const { form, log } = fakeForm();
    applyBookingChoice(form, { date: '2026-11-25', timeSlot: '' });
    expect(log).toEqual(['set date=2026-11-25', 'set timeSlot=']);
  });

  it('when a submit was tried, then every field written is checked again', () => {
    const { form, log } = fakeForm(true);
    applyBookingChoice(form, { timeSlot: 'Eight' });
    expect(log).toEqual(['set timeSlot=Eight', 'check timeSlot']);
  });
});

describe('reading the watched fields', () => {
  it('when counts are numbers or being typed, then they pass through; guests become a number', () => {
    expect(bookingChoiceValues(['2026-11-25', 'Eight', '3', 1, ''])).toEqual({
      date: '2026-11-25',
      timeSlot: 'Eight',
      guests: 3,
      vegCount: 1,
      nonVegCount: '',
    });
  });

  it('when a count is missing, then it reads as empty', () => {
    expect(bookingChoiceValues(['', '', undefined, undefined, null])).toMatchObject({
      guests: 0,
      vegCount: '',
      nonVegCount: '',
    });
  });
});
