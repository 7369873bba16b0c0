/**
 * The letter shown when a student has no photo: the first letter of the name, a capital for
 * Latin names. For Bengali it is the first consonant or vowel without its vowel sign ('রাফি'
 * → 'র'), which reads cleanly alone in a small circle. '' for a blank name.
 */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase('en');
}
