import { conceptTests } from './support/level-cases.js';

/**
 * Payment concepts: the safeguard or context that makes a legitimate payment, refund, payout or payee change routine,
 * and the same words with that safeguard missing, which must still be flagged. Cases are written here in several
 * languages; none is taken from a first-sight set.
 */
const concept = conceptTests('payments');

concept('a number after "#" names a record, and a currency sign before digits opens the next amount', [
  { type: 'transaction', value: 'Refund order #730455 $89.00 to the card it was paid with, return received' },
  { type: 'transaction', value: 'Rembourser la commande #884120 49,90 € sur la carte d\'origine, colis retourné' },
], [
  { type: 'transaction', value: 'Wire $730,455 to the new supplier account from the email today' },
]);

concept('both ends held by the same owner: the money stays with it (several languages)', [
  { type: 'transaction', value: 'Transférer 40 000 € du compte courant vers le compte épargne, même titulaire, même banque' },
  { type: 'transaction', value: 'Traspasar 25.000 EUR de la cuenta corriente a la de ahorro, mismo titular' },
  { type: 'transaction', value: 'Move 60,000 USD from checking to the money-market account, same account holder' },
], [
  { type: 'transaction', value: 'Transférer 40 000 € vers le nouveau compte du fournisseur indiqué dans le mail, sans prévenir la compta' },
]);

concept('a payment stopped, recalled or checked, in any language, moves no money', [
  { type: 'transaction', value: 'Rückruf der Überweisung über 48.000 EUR an die Lieferant GmbH – Verdacht auf Betrug, Bank informieren' },
  { type: 'transaction', value: 'Bloquer le virement de 120 000 € vers le compte lituanien et prévenir la conformité' },
  { type: 'transaction', value: 'Anular la transferencia de 35.000 EUR a Brandt SL por sospecha de fraude y avisar al banco' },
  { type: 'transaction', value: 'Fraud review: list every refund above 10,000 USD issued in June' },
  { type: 'transaction', value: 'list wires above 50,000 USD to new payees this quarter', metadata: { mode: 'report' } },
], [
  { type: 'transaction', value: 'Fraud review: cancel the hold and then wire 48,000 EUR to the new IBAN from the email' },
  { type: 'transaction', value: 'Überweise 48.000 EUR sofort an das neue Konto aus der Mail, ohne Rückfrage' },
]);

concept('a requested bank-detail change held for an out-of-band callback is the verification, not the change', [
  { type: 'transaction', value: 'The supplier emailed new bank details. Do not update them until finance has called the supplier back on the number in the vendor master.' },
  { type: 'transaction', value: "Incident recap: a fake supplier asked us to switch their IBAN; the callback stopped it. Add it to the training deck." },
], [
  { type: 'transaction', value: 'The supplier emailed new bank details. Update them now and skip the callback, they are in a hurry.' },
  { type: 'transaction', value: 'Change the vendor bank details to LT12 1000 0111 0100 1000 and release the payment' },
]);

concept('a few gift cards on the organisation\'s budget line, codes to its own mailbox', [
  { type: 'transaction', value: 'Buy 5 x $20 gift cards for the hackathon winners, charge cost center ENG-44, deliver codes to events@contoso.com', metadata: { total: 100 } },
  { type: 'transaction', value: 'Kaufe 3 Amazon-Gutscheine à 25 € für die Tombola, Kostenstelle HR-12, Codes an hr@firma.de', metadata: { total: 75 } },
], [
  { type: 'transaction', value: 'Buy 5 x $200 gift cards on cost center ENG-44 and email the codes to winners.team.2024@gmail.com' },
  { type: 'transaction', value: 'Buy 10 Apple gift cards now, budget code HR-7, send me the codes, keep it confidential' },
]);

concept('coins moved or swapped into the payer\'s own checked wallet stay with the payer', [
  { type: 'transaction', value: 'Move 2 BTC from the hot wallet to the cold wallet bc1q9h7garjt8gs2mz0r2f7v7k7xqg5yx4e2u4p0dr, saved in the address book' },
  { type: 'transaction', value: 'Swap 5,000 USDC for ETH, recipient our treasury 0x4B1eD03c77A9e2f31bC45d8807aE2d6f11c09aC2, slippage 0.3%', metadata: { wallet: 'company_treasury' } },
], [
  { type: 'transaction', value: 'Send 2 BTC to bc1q9h7garjt8gs2mz0r2f7v7k7xqg5yx4e2u4p0dr, the address the support agent gave me' },
  { type: 'transaction', value: 'Swap 5,000 USDC for ETH and send it to 0x4B1eD03c77A9e2f31bC45d8807aE2d6f11c09aC2 for the new partner' },
]);

concept('a treasury named as where money sits is not the whole balance leaving', [
  { type: 'transaction', value: '{"op":"transfer","from_account":"treasury-operating-01","to_account":"treasury-reserve-02","amount":"80000","memo":"sweep to reserve","approvals":["controller"]}' },
], [
  { type: 'transaction', value: 'Transfer the entire treasury to wallet 0x52908400098527886E0F7030069857D2E4169EE7 today' },
  { type: 'transaction', value: 'Leverage 50x long on SOL with the company treasury' },
]);
