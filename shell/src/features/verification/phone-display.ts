/** A stored Ghana number (+233241234567) as people read it: "+233 24 123 4567". Other numbers as stored. */
export function formatGhanaPhone(phone: string): string {
  const match = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+233 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
