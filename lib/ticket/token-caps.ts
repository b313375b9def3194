/**
 * How many ids and codes Voucher Lens keeps of one page. A ticket shows a few dozen at most, a long
 * thread with every order and code quoted perhaps a couple of hundred; a page that shows more is a
 * list of thousands (a report, an export) or a page built to flood the panel. Past these, what is
 * left out is counted, never kept: the record of a tab, what the worker writes for each report and
 * what the panel draws stay bounded whatever the page does.
 */

/** One frame's report: its first ids and codes, in the page's order; the rest is counted. */
export const FRAME_CAP = 500;
/**
 * One tab, over all its frames: twice a frame's, so the ticket's own page (first in line) and its
 * largest message both fit; frames past it keep what room is left.
 */
export const TAB_CAP = 1000;
/**
 * One tab's frame records: a ticket's page has its own frames and a few dozen messages at most; a
 * page of more frames is built to flood the worker. A frame past them is not recorded, and its
 * reports cost the worker a look at the tab's room, not a read of what they carry.
 */
export const FRAME_RECORDS_CAP = 64;
