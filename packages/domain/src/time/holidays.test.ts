import { describe, expect, it } from 'vitest';
import { holidayRegionForZipcode, isPublicHoliday, publicHolidays } from './holidays.ts';

describe('publicHolidays', () => {
  it('gives the 11 public holidays of metropolitan France, observances left out', () => {
    expect(publicHolidays(2027)).toEqual([
      { day: '2027-01-01', name: 'Nouvel An' },
      { day: '2027-03-29', name: 'Lundi de Pâques' },
      { day: '2027-05-01', name: 'Fête du travail' },
      { day: '2027-05-06', name: 'Ascension' },
      { day: '2027-05-08', name: 'Fête de la Victoire 1945' },
      { day: '2027-05-17', name: 'Lundi de Pentecôte' },
      { day: '2027-07-14', name: 'Fête Nationale de la France' },
      { day: '2027-08-15', name: 'Assomption' },
      { day: '2027-11-01', name: 'Toussaint' },
      { day: '2027-11-11', name: 'Armistice 1918' },
      { day: '2027-12-25', name: 'Noël' },
    ]);
  });

  it('adds Good Friday and 26 December in the three Alsace-Moselle départements', () => {
    for (const region of ['57', '67', '68'] as const) {
      const days = publicHolidays(2027, region).map((h) => h.day);
      expect(days).toHaveLength(13);
      expect(days).toContain('2027-03-26');
      expect(days).toContain('2027-12-26');
    }
  });

  it('adds the abolition of slavery overseas (La Réunion: 20 December)', () => {
    expect(publicHolidays(2027, 'RE')).toContainEqual({ day: '2027-12-20', name: 'Abolition de l’esclavage' });
  });

  it('keeps one entry when two holidays share a day (Ascension on 1 May 2008)', () => {
    const may = publicHolidays(2008).filter((h) => h.day === '2008-05-01');
    expect(may).toEqual([{ day: '2008-05-01', name: 'Fête du travail, Ascension' }]);
    expect(publicHolidays(2008)).toHaveLength(10);
  });

  it('computes a year once and hands back the same frozen list', () => {
    const list = publicHolidays(2031, '67');
    expect(publicHolidays(2031, '67')).toBe(list);
    expect(Object.isFrozen(list)).toBe(true);
    expect(publicHolidays(2031)).not.toBe(list);
  });
});

describe('isPublicHoliday', () => {
  it('knows Good Friday 2027 (26 March) only in Alsace-Moselle', () => {
    expect(isPublicHoliday('2027-03-26')).toBe(false);
    expect(isPublicHoliday('2027-03-26', 'FR')).toBe(false);
    expect(isPublicHoliday('2027-03-26', '67')).toBe(true);
    expect(isPublicHoliday('2027-03-26', '57')).toBe(true);
    expect(isPublicHoliday('2026-12-26')).toBe(false);
    expect(isPublicHoliday('2026-12-26', '68')).toBe(true);
  });

  it('answers for every region on national days and not on Pentecost Sunday (an observance)', () => {
    expect(isPublicHoliday('2026-07-14')).toBe(true);
    expect(isPublicHoliday('2026-07-14', '67')).toBe(true);
    expect(isPublicHoliday('2027-05-16')).toBe(false);
    expect(isPublicHoliday('2027-05-17')).toBe(true);
    expect(isPublicHoliday('2027-05-18')).toBe(false);
  });
});

describe('holidayRegionForZipcode', () => {
  it('gives Alsace-Moselle for 57, 67 and 68, metropolitan France elsewhere', () => {
    expect(holidayRegionForZipcode('57000')).toBe('57');
    expect(holidayRegionForZipcode('67000')).toBe('67');
    expect(holidayRegionForZipcode('68100')).toBe('68');
    expect(holidayRegionForZipcode(' 67 200 ')).toBe('67');
    expect(holidayRegionForZipcode('75001')).toBe('FR');
    expect(holidayRegionForZipcode('54000')).toBe('FR');
    expect(holidayRegionForZipcode('20000')).toBe('FR');
  });

  it('gives the overseas calendars', () => {
    expect(holidayRegionForZipcode('97100')).toBe('GP');
    expect(holidayRegionForZipcode('97200')).toBe('MQ');
    expect(holidayRegionForZipcode('97300')).toBe('GF');
    expect(holidayRegionForZipcode('97400')).toBe('RE');
    expect(holidayRegionForZipcode('97600')).toBe('YT');
    expect(holidayRegionForZipcode('97150')).toBe('MF');
    expect(holidayRegionForZipcode('97133')).toBe('BL');
  });

  it('falls back to metropolitan France for a missing or malformed code', () => {
    expect(holidayRegionForZipcode(null)).toBe('FR');
    expect(holidayRegionForZipcode(undefined)).toBe('FR');
    expect(holidayRegionForZipcode('')).toBe('FR');
    expect(holidayRegionForZipcode('6700')).toBe('FR');
    expect(holidayRegionForZipcode('67ABC')).toBe('FR');
  });
});
