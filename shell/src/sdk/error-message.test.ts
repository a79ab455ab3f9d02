import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorMessage } from './error-message';

describe('errorMessage (product §8)', () => {
  it("shows the server's message when the API gave one", () => {
    expect(errorMessage(new ApiError('Email already registered', 409), 'Registration failed')).toBe('Email already registered');
  });

  it("falls back to the screen's own text for an empty API message or any other error", () => {
    expect(errorMessage(new ApiError('', 500), 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});
