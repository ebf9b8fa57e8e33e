import Folio

print("folio-bench")
