/** The name an event goes by on screen: the events have no name of their own, only their city. */
export const EVENT_SUMMARY_HEADING = (city: string) => `Study Abroad Event, ${city}`;
