import { describe, expect, it } from 'vitest';
import { findNumbers, readNumber } from './numbers';

// A student's numbers in either script and either grouping: Indian (lakh, crore: "৫,০০,০০০",
// "১২,৩৪,৫৬৭") and Western ("1,234,567"), with decimals; a list's commas are no grouping.

const values = (text: string) => findNumbers(text).map((n) => n.value);

describe('findNumbers', () => {
  it('reads Indian grouping in Bengali and Latin digits', () => {
    expect(values('৫,০০,০০০ টাকা')).toEqual([500000]);
    expect(values('5,00,000 taka')).toEqual([500000]);
    expect(values('১২,৩৪,৫৬৭ জন')).toEqual([1234567]);
    expect(values('1,23,45,678')).toEqual([12345678]);
  });

  it('reads Western grouping and decimals', () => {
    expect(values('1,234,567 people')).toEqual([1234567]);
    expect(values('১০,০০০.৫০ টাকা')).toEqual([10000.5]);
    expect(values('১২,৩৪,৫৬৭.২৫')).toEqual([1234567.25]);
  });

  it('does not read a list of short numbers as one grouped number', () => {
    expect(values('2,10,30,50 er porer ta?')).toEqual([2, 10, 30, 50]);
    expect(values('3, 7, 11, 15')).toEqual([3, 7, 11, 15]);
    expect(values('1,2345')).toEqual([1, 2345]);
    expect(values('ধারা 1,2,3,4,5,6,7,8,9,10,100')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100]);
    expect(values('numbers 5,100,20,300 sum')).toEqual([5, 100, 20, 300]);
    expect(values('1,000,2,000')).toEqual([1, 0, 2, 0]);
    expect(values('12,345,67')).toEqual([12, 345, 67]);
  });

  it('reads a run that is one valid grouping as that number', () => {
    expect(values('2,10,300')).toEqual([210300]);
    expect(values('12,345')).toEqual([12345]);
    // A world population or a distance in kilometres, written the Western way.
    expect(values('8,000,000,000 people')).toEqual([8000000000]);
    expect(values('149,600,000 km')).toEqual([149600000]);
    expect(values('৫,০০,০০০ আর ১,২৩৪')).toEqual([500000, 1234]);
  });
});

describe('readNumber', () => {
  it('takes the grouping commas out of a written number', () => {
    expect(readNumber('৫,০০,০০০')).toBe(500000);
    expect(readNumber('1,234,567.5')).toBe(1234567.5);
  });
});
