/**
 * Joins class names, skipping the falsy ones.
 * @example classNames('px-4', isActive && 'text-white') // 'px-4 text-white' or 'px-4'
 */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
