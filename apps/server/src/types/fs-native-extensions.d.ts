// fs-native-extensions ships no types; these are the two calls the data-folder lock uses.
declare module 'fs-native-extensions' {
  /**
   * Takes an exclusive lock on the whole file behind `fd` without waiting (Linux: an open file
   * description lock; macOS: flock; Windows: LockFileEx). False when another holds one.
   */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
