export default defineBackground(() => {
  console.log("Voucher Lens worker", browser.runtime.id);
});
