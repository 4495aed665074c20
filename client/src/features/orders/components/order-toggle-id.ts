/** The id of an order's disclosure button, so focus can find it wherever its row is mounted. */
export const orderToggleId = (orderId: number) => `corporate-order-${orderId}-toggle`;
