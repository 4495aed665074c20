/** The caption and column heads of an order's item table, on the staff bill and the buyer's page. */
export function BillTableHead({ orderId }: { orderId: number }) {
  return (
    <>
      <caption className="sr-only">Items of order #{orderId}</caption>
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted-foreground">
          <th scope="col" className="pb-1.5 font-medium">
            Item
          </th>
          <th scope="col" className="pb-1.5 text-right font-medium">
            Qty
          </th>
          <th scope="col" className="pb-1.5 text-right font-medium">
            Price
          </th>
        </tr>
      </thead>
    </>
  );
}
