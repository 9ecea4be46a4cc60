/** The industry-voice slug rule: lowercase, spaces to hyphens, ampersands dropped and the dashes they leave collapsed. */
export function toSlug(topic: string): string {
  return topic.toLowerCase().trim().replace(/\s+/g, '-').replace(/&/g, '').replace(/-{2,}/g, '-').replace(/^-|-$/g, '')
}
