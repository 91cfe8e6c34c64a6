/**
 * Time allowed to send or fetch a document (up to 10 MB). The client's 10-second limit (§9) is meant for
 * JSON answers: on a phone's 1–2 Mbit/s uplink a 10 MB upload takes about a minute, and would always fail.
 */
export const FILE_TRANSFER_TIMEOUT_MS = 120_000;
