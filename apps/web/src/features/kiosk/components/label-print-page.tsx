import type { LabelFormat } from '@console/contracts';
import { intoPages, labelPageCss } from '../model/label-page-css.ts';
import type { LabelSheet, NameLabel } from '@console/contracts';

/*
 * A batch's labels as an HTML page for the browser's printing: the same content as the server's
 * PDF (apps/server/src/modules/stations/labels/draw-label.ts), on paper sized by CSS @page. The
 * lines of a label are the same in every language, as on the PDF: a volunteer reads
 * "ALLERGIES:" at a glance whatever the family chose on the screen. It needs no server, only what
 * the station holds, so that it prints offline too.
 */

type Printed = { kind: 'name'; label: NameLabel } | { kind: 'tag'; firstNames: string[] };

function NameLabelView({ label, sheet }: { label: NameLabel; sheet: LabelSheet }) {
  return (
    <div className="label name-label" data-label="name">
      <div className="top">
        <div className="names">
          <div className="first">{label.firstName}</div>
          <div className="last">{label.lastName}</div>
          <div className="event">{label.eventName}</div>
        </div>
        <div className="side">
          <div className="code">{sheet.securityCode}</div>
          <div className="date">{sheet.date}</div>
        </div>
      </div>
      <div className="alerts">
        {label.allergies !== null && <div className="alert">ALLERGIES: {label.allergies}</div>}
        {label.care !== null && <div className="alert">CARE: {label.care}</div>}
      </div>
    </div>
  );
}

function PickupTagView({ firstNames, sheet, qrImage }: { firstNames: string[]; sheet: LabelSheet; qrImage: string | undefined }) {
  return (
    <div className="label pickup-tag" data-label="tag">
      {qrImage && <img src={qrImage} alt="" />}
      <div>
        <div className="code">{sheet.securityCode}</div>
        <div className="names">{firstNames.join(', ')}</div>
        <div className="date">{sheet.date}</div>
      </div>
    </div>
  );
}

/** The page: its style sheet, then the labels, a page each on a roll or 30 a sheet. */
export function LabelPrintPage({ sheet, format, qrImage }: { sheet: LabelSheet; format: LabelFormat; qrImage: string | undefined }) {
  const labels: Printed[] = [
    ...sheet.nameLabels.map((label): Printed => ({ kind: 'name', label })),
    ...(sheet.pickupTag ? [{ kind: 'tag', firstNames: sheet.pickupTag.childrenFirstNames } satisfies Printed] : []),
  ];
  return (
    <>
      <style>{labelPageCss(format)}</style>
      {intoPages(labels, format).map((page, pageIndex) => (
        <div className="page" key={pageIndex}>
          {page.map((printed, index) =>
            printed.kind === 'name' ? (
              <NameLabelView key={index} label={printed.label} sheet={sheet} />
            ) : (
              <PickupTagView key={index} firstNames={printed.firstNames} sheet={sheet} qrImage={qrImage} />
            ),
          )}
        </div>
      ))}
    </>
  );
}
