import AdultGate, { type AdultGateProps } from '../islands/AdultGate';
import { Island } from '../../ui/Island';

/**
 * The gate in front of an adult-only item (spec 2.8, 4.5), decided at the edge. The item's
 * content is not in this HTML at all (ARCHITECTURE rule 8): behind the gate sits a blurred,
 * empty placeholder, and the AdultGate island runs the login, identity and verification flows.
 */
export function AdultGatePage(props: Omit<AdultGateProps, 'id'> & { itemNo: number }) {
  const { itemNo, ...rest } = props;
  const gate: AdultGateProps = { id: `adult-gate-${itemNo}`, ...rest };
  return (
    // `visitor` for the login step: the name tests and tools have used for the visitor's gate.
    <section className="relative min-h-[70vh]" data-adult-gate={props.state === 'login' ? 'visitor' : props.state}>
      <div className="pointer-events-none select-none blur-md" aria-hidden="true">
        <div className="mx-4 mt-6 aspect-[4/5] max-w-xl rounded bg-gray-200 md:mx-auto" />
        <div className="mx-4 mt-4 h-6 w-2/3 rounded bg-gray-200 md:mx-auto" />
      </div>
      <Island name="AdultGate" id={gate.id} props={gate} className="contents">
        <AdultGate {...gate} />
      </Island>
    </section>
  );
}
