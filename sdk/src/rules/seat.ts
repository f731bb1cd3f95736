// How a reserved seat is named wherever a shopper reads it: the cart, the checkout's summary, the
// confirmation, the order lookups and the printed ticket ('Main Floor Row A Seat 101').

/** A reserved seat as the contract's CartItemSeat gives it. */
export interface SeatOfLine {
  readonly seatCategoryName: string;
  readonly row: string;
  readonly seat: string;
}

export const seatName = (seat: SeatOfLine): string =>
  `${seat.seatCategoryName} Row ${seat.row} Seat ${seat.seat}`;
