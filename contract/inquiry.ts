// Inquiries from members to exhibitors: the limits the server holds and the form shows.
export const INQUIRY_LIMITS = { name: 30, contents: 1000, quantityMax: 100_000_000, perMemberPerHour: 30 } as const;
