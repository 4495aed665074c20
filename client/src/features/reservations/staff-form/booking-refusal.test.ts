import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { refusalOf } from './booking-refusal';

describe('refusalOf', () => {
  it('when a seating is full (409), then the server’s message is shown', () => {
    const err = new ApiError(409, '409: full', {
      message: 'That seating is fully booked. Please choose another time or date.',
      code: 'conflict',
    });
    expect(refusalOf(err)).toEqual({
      message: 'That seating is fully booked. Please choose another time or date.',
      fields: [],
    });
  });

  it('when a field is refused (400), then its message goes beside that field; unknown paths are dropped', () => {
    const err = new ApiError(400, '400: invalid', {
      message: 'Invalid input',
      code: 'invalid_input',
      errors: [
        { path: 'email', message: 'Valid email is required' },
        { path: 'altcha', message: 'Not a field here' },
      ],
    });
    expect(refusalOf(err).fields).toEqual([{ field: 'email', message: 'Valid email is required' }]);
  });

  it('when the network fails, then a fallback message is shown', () => {
    expect(refusalOf(new TypeError('Failed to fetch')).message).toBe(
      'The booking could not be saved. Please try again.',
    );
  });
});
