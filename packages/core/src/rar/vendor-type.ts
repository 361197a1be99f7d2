/** The parts of a vendor-schema type: `urn:<vendor>:schemas:authorization-details:<version>:<custom_value>`. */
export interface VendorType {
  vendor: string;
  /** `v1` is the only version the seed describes; others parse but fail validation. */
  version: string;
  customValue: string;
}

const VENDOR_TYPE =
  /^urn:([A-Za-z0-9][A-Za-z0-9-]*):schemas:authorization-details:(v[0-9]+):([A-Za-z0-9_.-]+)$/;

/** The vendor, version and custom value of a vendor-schema type, or `null` for any other value. */
export function parseVendorType(type: unknown): VendorType | null {
  if (typeof type !== 'string' || type.length > 1024) return null;
  const match = VENDOR_TYPE.exec(type);
  if (!match) return null;
  return {
    vendor: match[1] as string,
    version: match[2] as string,
    customValue: match[3] as string,
  };
}
