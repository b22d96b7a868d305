// The few parts of the iyzipay client (npm "iyzipay", CommonJS, no types of its own) Yolda calls.
declare module "iyzipay" {
  type Answer = Record<string, unknown>;
  type Callback = (error: Error | null, result: Answer | undefined) => void;
  interface Resource {
    create(request: object, callback: Callback): void;
    retrieve(request: object, callback: Callback): void;
  }
  class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitialize: Resource;
    checkoutForm: Resource;
    cancel: Resource;
    refundV2: Resource;
    payment: Resource;
  }
  export default Iyzipay;
}
