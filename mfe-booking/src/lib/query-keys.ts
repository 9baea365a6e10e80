/** Query keys more than one feature refreshes (a key's segments joined by "/" are the URL it loads). */
export const MY_APPOINTMENTS_KEY = ["/api/appointments/my"] as const;
