import { describe, expect, it } from 'vitest';
import { filterSubjects } from './filterSubjects';

const subjects = [
  { id: 1, name: 'গণিত' },
  { id: 2, name: 'বিজ্ঞান' },
  { id: 3, name: 'বাংলা' },
  { id: 4, name: 'English' },
  { id: 5, name: 'বাংলাদেশ ও বিশ্বপরিচয়' },
  { id: 6, name: 'ইসলাম ও নৈতিক শিক্ষা' },
  { id: 7, name: 'ICT' },
];
const ids = (list: Array<{ id: number }>) => list.map((subject) => subject.id);

describe('filterSubjects', () => {
  it('keeps every subject, in order, for an empty or blank query', () => {
    expect(ids(filterSubjects(subjects, ''))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(filterSubjects(subjects, '   '))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('matches a Bengali substring anywhere in the name', () => {
    expect(ids(filterSubjects(subjects, 'বাংলা'))).toEqual([3, 5]);
    expect(ids(filterSubjects(subjects, 'শিক্ষা'))).toEqual([6]);
    expect(ids(filterSubjects(subjects, 'জ্ঞা'))).toEqual([2]);
  });

  it('ignores case in Latin names', () => {
    expect(ids(filterSubjects(subjects, 'english'))).toEqual([4]);
    expect(ids(filterSubjects(subjects, 'ENG'))).toEqual([4]);
    expect(ids(filterSubjects(subjects, 'ict'))).toEqual([7]);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(ids(filterSubjects(subjects, '  গণিত '))).toEqual([1]);
    expect(ids(filterSubjects(subjects, 'ও নৈতিক'))).toEqual([6]);
  });

  it('matches য় whether it was typed as one character or as য + nukta', () => {
    const composed = 'পরিচ\u09df';
    const decomposed = 'পরিচ\u09af\u09bc';
    expect(ids(filterSubjects([{ id: 1, name: `বিশ্ব${composed}` }], decomposed))).toEqual([1]);
    expect(ids(filterSubjects([{ id: 1, name: `বিশ্ব${decomposed}` }], composed))).toEqual([1]);
  });

  it('finds nothing for a name that is not there', () => {
    expect(filterSubjects(subjects, 'রসায়ন')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const list = [...subjects];
    filterSubjects(list, 'গ');
    expect(list).toEqual(subjects);
  });
});
